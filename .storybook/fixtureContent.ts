import type { Locale } from '@partner-portal/ui/i18n';

/**
 * Story fixture content that users type in their own language (issue 19): a task's title, a
 * survey's title, a passkey's name. The app shows such text as written, so a user of the Arabic
 * portal sees what was typed in Arabic; the stories show it in the toolbar locale the same way.
 * Keyed by the fixture's exact English text; the preview adds these to the fixture texts of
 * `localizeArgs` and `storyText` (.storybook/locales.ts), so story args and plays that use the
 * English text get the locale's version. Names of people, companies and projects, codes and
 * e-mail addresses stay as written (they are not listed here).
 */
export const FIXTURE_CONTENT: Readonly<Record<string, Readonly<Record<Exclude<Locale, 'en'>, string>>>> = {
  // A passkey's name (packages/forms/src/second-factor), as the form's hint suggests it.
  'Work laptop': {
    zh: '工作笔记本',
    es: 'Portátil del trabajo',
    fr: 'Ordinateur portable du bureau',
    it: 'Portatile di lavoro',
    ar: 'حاسوب العمل',
  },
  // Ticket task titles (packages/forms/src/ticket-tasks/fixtures.ts).
  'Confirm the visit with the customer': {
    zh: '与客户确认上门时间',
    es: 'Confirmar la visita con el cliente',
    fr: 'Confirmer la visite avec le client',
    it: 'Confermare la visita con il cliente',
    ar: 'تأكيد الزيارة مع العميل',
  },
  'Upload the installation photos': {
    zh: '上传安装照片',
    es: 'Subir las fotos de la instalación',
    fr: 'Téléverser les photos de l’installation',
    it: 'Caricare le foto dell’installazione',
    ar: 'رفع صور التركيب',
  },
  'Enter the serial number': {
    zh: '填写序列号',
    es: 'Introducir el número de serie',
    fr: 'Saisir le numéro de série',
    it: 'Inserire il numero di serie',
    ar: 'إدخال الرقم التسلسلي',
  },
  // Survey titles (packages/forms/src/surveys/fixtures.ts).
  'After-visit satisfaction': {
    zh: '上门服务满意度',
    es: 'Satisfacción tras la visita',
    fr: 'Satisfaction après la visite',
    it: 'Soddisfazione dopo la visita',
    ar: 'الرضا بعد الزيارة',
  },
  'Installation quality check': {
    zh: '安装质量检查',
    es: 'Control de calidad de la instalación',
    fr: 'Contrôle qualité de l’installation',
    it: 'Controllo qualità dell’installazione',
    ar: 'فحص جودة التركيب',
  },
};
