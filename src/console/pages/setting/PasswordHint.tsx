/**
 * The whole password policy under a new-password field (issue 26): the policy's length and
 * composition (getUserInfo pwdRule), and what the server refuses besides: common or breached
 * passwords, one repeated character or a run, and (`personal`, for one's own password) the user's
 * number or name. Texts are the validation messages of the same rules, so hint and refusal agree.
 */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../client/session-store.ts';

const FLOOR = { minLength: 8, maxLength: 64, passwordConstitute: '0' };

export function PasswordHint({ personal }: { personal: boolean }) {
  const { t } = useTranslation();
  const rule = useSession((s) => s.user?.pwdRule) ?? FLOOR;
  const lines = [
    t('validation.passwordLength', { min: rule.minLength, max: rule.maxLength }),
    rule.passwordConstitute !== '0' && t(`validation.passwordComposition${rule.passwordConstitute}`),
    t('settings.pwdHintCommon'),
    t('settings.pwdHintPattern'),
    personal && t('settings.pwdHintPersonal'),
  ].filter((line): line is string => Boolean(line));
  return (
    <ul className="wms-password-hint" data-testid="password-hint">
      {lines.map((line) => <li key={line}>{line}</li>)}
    </ul>
  );
}
