import * as yup from 'yup';
import { loopingTimeProblem } from '../../domain/loopingTime';
import { LIMITER_MAX } from '../../domain/orderStatus';
import type { LoopingForm } from './orderSendingSlice';

/** Spec 03 §5 "Looping form": the time limit from now up to 23:59, the limiter 0 to 301, considerarMinimo. `now` is read at each validation. */
export const loopingSchema = (now: () => Date): yup.ObjectSchema<LoopingForm> =>
  yup.object({
    horarioLimite: yup
      .string()
      .default('')
      .test('horario', function check(value) {
        const problem = loopingTimeProblem(value, now());
        return problem ? this.createError({ message: problem }) : true;
      }),
    percentualPrecoMax: yup.number().integer().min(0).max(LIMITER_MAX).required(),
    considerarMinimo: yup.boolean().required(),
  });
