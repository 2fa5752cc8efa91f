#!/usr/bin/env bash
# Proves the dependency rule is live: a planted cross-feature import, a component calling the API,
# app code importing the mock API, shared code importing entities, domain code taking more of api/ than
# its wire types (type-only), shared code importing widgets, a widget reading the store and a saga awaiting Promise.all
# must each be rejected by the linter; so must a saga-only event declared as an empty reducer, and markup set without the one sanitizer (issue 17 item 6).
set -u
fail=0
expect_rejected() {
  local file=$1 code=$2 what=$3
  if printf '%s\n' "$code" | npx eslint --stdin --stdin-filename "$file" >/tmp/arch-rule.log 2>&1; then
    echo "architecture rule NOT enforced: $what"; fail=1
  else
    grep -q "$4" /tmp/arch-rule.log || { echo "rejected for another reason: $what"; cat /tmp/arch-rule.log; fail=1; }
  fi
}
expect_rejected src/features/shell/Planted.tsx "import { LoginForm } from '../session/LoginForm'; export const x = LoginForm;" 'cross-feature import' 'no-restricted-paths'
expect_rejected src/features/shell/Planted.tsx "import { login } from '../../api/loginApi'; export const x = login;" 'component calling the API' 'Only sagas call the API'
expect_rejected src/features/session/Planted.ts "import { db } from '../../../mocks/db/core/current'; export const x = db;" 'app code importing mocks' 'no-restricted-paths'
expect_rejected src/shared/lib/Planted.ts "import { selectSession } from '../../entities/session/sessionSelectors'; export const x = selectSession;" 'shared importing entities' 'no-restricted-paths'
expect_rejected src/domain/Planted.ts "import { login } from '../api/loginApi'; export const x = login;" 'domain importing an API function' 'no-restricted-paths'
expect_rejected src/domain/Planted.ts "import { SituacaoPedido } from '../api/dto'; export type X = SituacaoPedido;" 'domain importing a wire type as a value' 'import type'
expect_rejected src/shared/ui/Planted.tsx "import { Stepper } from '../../widgets/Stepper'; export const x = Stepper;" 'shared code importing a domain widget' 'no-restricted-paths'
expect_rejected src/widgets/Planted.tsx "import { useAppSelector } from '../app/hooks'; export const x = useAppSelector;" 'a widget reading the store' 'no-restricted-paths'
expect_rejected src/features/shell/plantedSlice.ts "import { createSlice } from '@reduxjs/toolkit'; export const s = createSlice({ name: 'p', initialState: {}, reducers: { pinged() {} } });" 'a saga-only event declared as an empty reducer' 'not an empty reducer'
expect_rejected src/features/shell/plantedSagas.ts "export function* x() { yield Promise.all([]); }" 'a saga waiting on promises a cancel cannot stop' 'In sagas use all/race effects'
expect_rejected src/features/shell/Planted.tsx "export const X = ({ h }: { h: string }) => <div dangerouslySetInnerHTML={{ __html: h }} />;" 'dangerouslySetInnerHTML without the one sanitizer' 'takes sanitizeHtml'
expect_rejected src/features/shell/Planted.tsx "import DOMPurify from 'dompurify'; export const x = DOMPurify;" 'DOMPurify outside the one sanitizer' 'Only shared/lib/htmlPurifier.ts'
[ $fail -eq 0 ] && echo "architecture rule: 12 planted violations rejected"
exit $fail
