import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parentRequested } from '../../shared/lib/appEvents';
import { isFramed } from '../../shared/lib/frame';
import { contactsToggled, footerToggled, selectShell } from './shellSlice';
import { COMPANY_ADDRESS, CONTACT_PHONES, PORTAL_SECTIONS } from './shellSections';

/**
 * Spec 01 §2.2: the portal's twelve sections (each click sends menuClick to the parent page) and
 * the contact block. The user can hide either; a hidden footer leaves a button to bring it back.
 */
export function SiteFooter() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { footerHidden, contactsHidden } = useAppSelector(selectShell);

  if (footerHidden) {
    return (
      <footer className="site-footer site-footer--collapsed">
        <button type="button" className="btn btn--link" onClick={() => dispatch(footerToggled())}>
          Mostrar rodapé
        </button>
      </footer>
    );
  }

  const open = (section: (typeof PORTAL_SECTIONS)[number]): void => {
    dispatch(parentRequested({ action: 'menuClick', menu: section.label }));
    // On its own (no parent page to open the section) the app opens the sections it serves.
    if (!isFramed() && section.to) navigate(section.to);
  };

  return (
    <footer className="site-footer">
      <nav aria-label="Seções do portal">
        <ul className="site-footer__sections">
          {PORTAL_SECTIONS.map((section) => (
            <li key={section.label}>
              <button type="button" className="btn btn--link" onClick={() => open(section)}>
                {section.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {!contactsHidden && (
        <section className="site-footer__contacts" aria-labelledby="contacts-title">
          <h2 id="contacts-title">Atendimento</h2>
          <ul>
            {CONTACT_PHONES.map(({ city, phone }) => (
              <li key={city}>
                {city}: <a href={`tel:+55${phone.replace(/\D/g, '')}`}>{phone}</a>
              </li>
            ))}
          </ul>
          <address>{COMPANY_ADDRESS}</address>
        </section>
      )}
      <div className="site-footer__toggles">
        <button type="button" className="btn btn--link" onClick={() => dispatch(contactsToggled())}>
          {contactsHidden ? 'Mostrar contatos' : 'Ocultar contatos'}
        </button>
        <button type="button" className="btn btn--link" onClick={() => dispatch(footerToggled())}>
          Ocultar rodapé
        </button>
      </div>
    </footer>
  );
}
