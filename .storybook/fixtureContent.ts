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
  // A history line of the Tabs story (packages/ui/src/data/Tabs).
  'Created by Asha Rao on 2 March.': {
    zh: '由 Asha Rao 于 3 月 2 日创建。',
    es: 'Creado por Asha Rao el 2 de marzo.',
    fr: 'Créé par Asha Rao le 2 mars.',
    it: 'Creato da Asha Rao il 2 marzo.',
    ar: 'أنشأه Asha Rao في 2 مارس.',
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
  // A questionnaire set up by staff (packages/forms/src/questionnaire).
  'Partner onboarding assessment': {
    zh: '合作伙伴入驻评估',
    es: 'Evaluación de incorporación de socios',
    fr: 'Évaluation d’intégration des partenaires',
    it: 'Valutazione di inserimento dei partner',
    ar: 'تقييم انضمام الشركاء',
  },
  'A few questions about your business, so that we can offer you the right jobs.': {
    zh: '关于贵公司业务的几个问题，以便我们为您提供合适的工作。',
    es: 'Unas preguntas sobre su empresa para poder ofrecerle los trabajos adecuados.',
    fr: 'Quelques questions sur votre activité, pour vous proposer les bonnes missions.',
    it: 'Alcune domande sulla vostra attività, per offrirvi i lavori giusti.',
    ar: 'بعض الأسئلة عن نشاطك التجاري، لنعرض عليك الأعمال المناسبة.',
  },
  // Notifications (packages/ui/src/shell/HeaderInbox).
  'Ticket escalated': {
    zh: '工单已升级',
    es: 'Ticket escalado',
    fr: 'Ticket escaladé',
    it: 'Ticket inoltrato in escalation',
    ar: 'تم تصعيد التذكرة',
  },
  'Invoice approved': {
    zh: '发票已批准',
    es: 'Factura aprobada',
    fr: 'Facture approuvée',
    it: 'Fattura approvata',
    ar: 'تمت الموافقة على الفاتورة',
  },
  'TK-1042 needs attention': {
    zh: 'TK-1042 需要处理',
    es: 'TK-1042 requiere atención',
    fr: 'TK-1042 demande votre attention',
    it: 'TK-1042 richiede attenzione',
    ar: 'TK-1042 يحتاج إلى متابعة',
  },
  'INV-88 was approved': {
    zh: 'INV-88 已获批准',
    es: 'INV-88 fue aprobada',
    fr: 'INV-88 a été approuvée',
    it: 'INV-88 è stata approvata',
    ar: 'تمت الموافقة على INV-88',
  },
  // Partner plan features set up by staff (packages/forms/src/rate-cards/fixtures.ts).
  'Tickets in your registered pincodes': {
    zh: '您登记的邮政编码内的工单',
    es: 'Tickets en sus códigos postales registrados',
    fr: 'Tickets dans vos codes postaux enregistrés',
    it: 'Ticket nei vostri CAP registrati',
    ar: 'تذاكر في رموزك البريدية المسجلة',
  },
  'Payment every month': {
    zh: '每月付款',
    es: 'Pago mensual',
    fr: 'Paiement chaque mois',
    it: 'Pagamento ogni mese',
    ar: 'الدفع كل شهر',
  },
  'Priority ticket allocation': {
    zh: '优先分配工单',
    es: 'Asignación prioritaria de tickets',
    fr: 'Attribution prioritaire des tickets',
    it: 'Assegnazione prioritaria dei ticket',
    ar: 'أولوية في إسناد التذاكر',
  },
  'Payment every 15 days': {
    zh: '每 15 天付款',
    es: 'Pago cada 15 días',
    fr: 'Paiement tous les 15 jours',
    it: 'Pagamento ogni 15 giorni',
    ar: 'الدفع كل 15 يومًا',
  },
  'Weekly payment': {
    zh: '每周付款',
    es: 'Pago semanal',
    fr: 'Paiement hebdomadaire',
    it: 'Pagamento settimanale',
    ar: 'دفع أسبوعي',
  },
  'Dedicated account manager': {
    zh: '专属客户经理',
    es: 'Gestor de cuenta dedicado',
    fr: 'Gestionnaire de compte dédié',
    it: 'Account manager dedicato',
    ar: 'مدير حساب مخصص',
  },
  // Escalation reasons typed by staff (packages/forms/src/escalations).
  'Customer complaint': {
    zh: '客户投诉',
    es: 'Queja del cliente',
    fr: 'Réclamation du client',
    it: 'Reclamo del cliente',
    ar: 'شكوى العميل',
  },
  'Visit missed twice': {
    zh: '两次未按时上门',
    es: 'Visita fallida dos veces',
    fr: 'Visite manquée deux fois',
    it: 'Visita mancata due volte',
    ar: 'فاتت الزيارة مرتين',
  },
  // A survey's title set up by staff (packages/forms/src/satisfaction-survey/fixtures.ts).
  'Customer satisfaction survey': {
    zh: '客户满意度调查',
    es: 'Encuesta de satisfacción del cliente',
    fr: 'Enquête de satisfaction client',
    it: 'Sondaggio sulla soddisfazione del cliente',
    ar: 'استبيان رضا العملاء',
  },
  // Ticket remarks and notes typed by staff (packages/forms/src/tickets).
  'Customer called twice': {
    zh: '客户打来两次电话',
    es: 'El cliente llamó dos veces',
    fr: 'Le client a appelé deux fois',
    it: 'Il cliente ha chiamato due volte',
    ar: 'اتصل العميل مرتين',
  },
  'Customer asked for the afternoon': {
    zh: '客户要求下午上门',
    es: 'El cliente pidió por la tarde',
    fr: 'Le client a demandé l’après-midi',
    it: 'Il cliente ha chiesto il pomeriggio',
    ar: 'طلب العميل موعدًا بعد الظهر',
  },
  '<p>Customer asked for a <strong>morning</strong> visit; gate code 4411.</p>': {
    zh: '<p>客户要求<strong>上午</strong>上门；门禁密码 4411。</p>',
    es: '<p>El cliente pidió una visita por la <strong>mañana</strong>; código de la puerta 4411.</p>',
    fr: '<p>Le client a demandé une visite le <strong>matin</strong> ; code du portail 4411.</p>',
    it: '<p>Il cliente ha chiesto una visita di <strong>mattina</strong>; codice del cancello 4411.</p>',
    ar: '<p>طلب العميل زيارة <strong>صباحية</strong>؛ رمز البوابة 4411.</p>',
  },
  // Review remarks typed by staff (invoice requests, partner records, vendor data).
  'Work orders of Mumbai': {
    zh: '孟买的作业单',
    es: 'Órdenes de trabajo de Bombay',
    fr: 'Ordres de travail de Mumbai',
    it: 'Ordini di lavoro di Mumbai',
    ar: 'أوامر العمل في مومباي',
  },
  'PAN scan is blurred; the number cannot be read': {
    zh: 'PAN 扫描件模糊，无法看清号码',
    es: 'El escaneo del PAN está borroso; no se puede leer el número',
    fr: 'Le scan du PAN est flou ; le numéro est illisible',
    it: 'La scansione del PAN è sfocata; il numero non si legge',
    ar: 'صورة PAN الممسوحة غير واضحة؛ لا يمكن قراءة الرقم',
  },
  'Pincode 440002 is outside Nagpur district': {
    zh: '邮政编码 440002 不在那格浦尔县内',
    es: 'El código postal 440002 está fuera del distrito de Nagpur',
    fr: 'Le code postal 440002 est hors du district de Nagpur',
    it: 'Il CAP 440002 è fuori dal distretto di Nagpur',
    ar: 'الرمز البريدي 440002 خارج منطقة ناغبور',
  },
  // A field name set up by staff (packages/forms/src/unstructured-data/fixtures.ts).
  'Engineer remarks': {
    zh: '工程师备注',
    es: 'Observaciones del técnico',
    fr: 'Remarques du technicien',
    it: 'Note del tecnico',
    ar: 'ملاحظات المهندس',
  },
  // A profiling question set up by staff (packages/forms/src/questionnaire/fixtures.ts).
  'Is your business registered for GST?': {
    zh: '贵公司是否已进行 GST 登记？',
    es: '¿Su empresa está registrada en el GST?',
    fr: 'Votre entreprise est-elle enregistrée à la GST ?',
    it: 'La vostra attività è registrata ai fini GST?',
    ar: 'هل نشاطك التجاري مسجَّل في ضريبة GST؟',
  },
  'Registered businesses can be paid against a tax invoice.': {
    zh: '已登记的企业可凭税务发票收款。',
    es: 'Las empresas registradas pueden cobrar contra una factura fiscal.',
    fr: 'Les entreprises enregistrées peuvent être payées sur facture fiscale.',
    it: 'Le attività registrate possono essere pagate a fronte di una fattura fiscale.',
    ar: 'يمكن الدفع للأنشطة المسجلة مقابل فاتورة ضريبية.',
  },
  // The KCI checklist staff set up, its items and review remarks (packages/forms/src/verification-work).
  'Installation KCI': {
    zh: '安装 KCI',
    es: 'KCI de instalación',
    fr: 'KCI d’installation',
    it: 'KCI di installazione',
    ar: 'KCI التركيب',
  },
  'Serial number photographed': {
    zh: '已拍摄序列号',
    es: 'Número de serie fotografiado',
    fr: 'Numéro de série photographié',
    it: 'Numero di serie fotografato',
    ar: 'تم تصوير الرقم التسلسلي',
  },
  'Customer ID verified': {
    zh: '已核实客户身份证件',
    es: 'Identificación del cliente verificada',
    fr: 'Pièce d’identité du client vérifiée',
    it: 'Documento del cliente verificato',
    ar: 'تم التحقق من هوية العميل',
  },
  'Site photo before and after': {
    zh: '现场前后照片',
    es: 'Foto del lugar antes y después',
    fr: 'Photo du site avant et après',
    it: 'Foto del sito prima e dopo',
    ar: 'صورة الموقع قبل وبعد',
  },
  'Customer signature on the service call report': {
    zh: '服务报告上的客户签名',
    es: 'Firma del cliente en el informe de servicio',
    fr: 'Signature du client sur le rapport d’intervention',
    it: 'Firma del cliente sul rapporto di intervento',
    ar: 'توقيع العميل على تقرير الخدمة',
  },
  'Customer says the adapter was not replaced': {
    zh: '客户称适配器未更换',
    es: 'El cliente dice que no se cambió el adaptador',
    fr: 'Le client indique que l’adaptateur n’a pas été remplacé',
    it: 'Il cliente dice che l’adattatore non è stato sostituito',
    ar: 'يقول العميل إن المحوّل لم يُستبدل',
  },
  'Photo does not show the installed unit': {
    zh: '照片未显示已安装的设备',
    es: 'La foto no muestra el equipo instalado',
    fr: 'La photo ne montre pas l’appareil installé',
    it: 'La foto non mostra l’unità installata',
    ar: 'الصورة لا تُظهر الوحدة المركّبة',
  },
  'No pincode in the address': {
    zh: '地址中没有邮政编码',
    es: 'La dirección no tiene código postal',
    fr: 'Pas de code postal dans l’adresse',
    it: 'Nessun CAP nell’indirizzo',
    ar: 'لا يوجد رمز بريدي في العنوان',
  },
  'Pincode unknown': {
    zh: '邮政编码不明',
    es: 'Código postal desconocido',
    fr: 'Code postal inconnu',
    it: 'CAP sconosciuto',
    ar: 'الرمز البريدي غير معروف',
  },
  // Chat messages (packages/chat/src/components/ChatScreen).
  'Good morning! Is the engineer on the way?': {
    zh: '早上好！工程师在路上了吗？',
    es: '¡Buenos días! ¿El técnico ya está en camino?',
    fr: 'Bonjour ! Le technicien est-il en route ?',
    it: 'Buongiorno! Il tecnico è già in viaggio?',
    ar: 'صباح الخير! هل المهندس في الطريق؟',
  },
  'Yes, he left at 9. Track: https://example.com/track/42': {
    zh: '是的，他 9 点出发了。跟踪：https://example.com/track/42',
    es: 'Sí, salió a las 9. Seguimiento: https://example.com/track/42',
    fr: 'Oui, il est parti à 9 h. Suivi : https://example.com/track/42',
    it: 'Sì, è partito alle 9. Tracciamento: https://example.com/track/42',
    ar: 'نعم، غادر الساعة 9. التتبع: https://example.com/track/42',
  },
  'The site visit moved to Thursday morning, please confirm': {
    zh: '上门时间改到周四上午，请确认',
    es: 'La visita se pasó al jueves por la mañana, confírmelo por favor',
    fr: 'La visite sur site est reportée à jeudi matin, merci de confirmer',
    it: 'La visita in sede è stata spostata a giovedì mattina, confermate per favore',
    ar: 'نُقلت زيارة الموقع إلى صباح الخميس، يرجى التأكيد',
  },
  'Confirmed.': {
    zh: '已确认。',
    es: 'Confirmado.',
    fr: 'Confirmé.',
    it: 'Confermato.',
    ar: 'تم التأكيد.',
  },
  'Invoice for November is uploaded, see https://example.com/inv': {
    zh: '11 月的发票已上传，见 https://example.com/inv',
    es: 'La factura de noviembre ya está subida, ver https://example.com/inv',
    fr: 'La facture de novembre est déposée, voir https://example.com/inv',
    it: 'La fattura di novembre è stata caricata, vedi https://example.com/inv',
    ar: 'تم رفع فاتورة نوفمبر، راجع https://example.com/inv',
  },
};
