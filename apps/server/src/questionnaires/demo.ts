import type { Db } from '../db/types.ts';

/** Answer types of a questionnaire question. Spec: operations §3 'Profiling question'. */
export type DemoAnswerType = 'yes_no' | 'single_choice' | 'multiple_choice' | 'number' | 'text' | 'date';

interface DemoOption {
  id: number;
  text: string;
  answer_type: DemoAnswerType;
  next_question_code: string | null;
}

interface DemoQuestion {
  id: number;
  question_code: string;
  text: string;
  answer_type: DemoAnswerType;
  tips?: string;
  placeholder?: string;
  is_required?: boolean;
  category?: string;
  options?: DemoOption[];
}

interface DemoForm {
  id: number;
  form_name: string;
  name: string;
  description: string;
  is_tree_form: boolean;
  whatsapp_compatible: boolean;
  is_profiling: boolean;
  questions: DemoQuestion[];
}

/** Ids of the seeded forms (README 'Demo links'). */
export const DEMO_QUESTIONNAIRE_IDS = {
  /** Tree form: branches of depth 5 and a first answer that ends it at once. */
  onboarding: 101,
  /** Flat form: every question on one page, one Submit. */
  serviceQuality: 102,
  /** A short tree form marked WhatsApp-compatible. */
  whatsappFeedback: 103,
  /** The profiling questionnaire's form: one question of each answer type. */
  profiling: 201,
} as const;

/** Portal paths of the seeded questionnaires (README 'Demo links'). */
export const DEMO_QUESTIONNAIRE_LINKS = {
  list: '/questionnaires',
  onboarding: `/questionnaires?initial-questionnaire=${DEMO_QUESTIONNAIRE_IDS.onboarding}`,
  onboardingFromCoverage: `/questionnaires?initial-questionnaire=${DEMO_QUESTIONNAIRE_IDS.onboarding}&initial-question=COVERAGE`,
  serviceQuality: `/questionnaires?initial-questionnaire=${DEMO_QUESTIONNAIRE_IDS.serviceQuality}`,
  whatsappFeedback: `/questionnaires?initial-questionnaire=${DEMO_QUESTIONNAIRE_IDS.whatsappFeedback}`,
  profiling: '/profiling-questionnaire',
} as const;

const yesNo = (base: number, yes: string | null, no: string | null): DemoOption[] => [
  { id: base, text: 'Yes', answer_type: 'yes_no', next_question_code: yes },
  { id: base + 1, text: 'No', answer_type: 'yes_no', next_question_code: no },
];

const choices = (
  base: number,
  type: DemoAnswerType,
  entries: readonly (readonly [string, string | null])[],
): DemoOption[] =>
  entries.map(([text, next], index) => ({
    id: base + index,
    text,
    answer_type: type,
    next_question_code: next,
  }));

/** A free answer's single option, carrying where the tree goes next. */
const free = (id: number, type: DemoAnswerType, next: string | null): DemoOption[] => [
  { id, text: '', answer_type: type, next_question_code: next },
];

/** The seeded forms. Spec: operations §2, §3 (issue 18: tree, flat, WhatsApp and profiling forms). */
export const DEMO_QUESTIONNAIRES: readonly DemoForm[] = [
  {
    id: DEMO_QUESTIONNAIRE_IDS.onboarding,
    form_name: 'Partner onboarding assessment',
    name: 'Partner onboarding assessment',
    description: 'A few questions about your business, so that we can offer you the right jobs.',
    is_tree_form: true,
    whatsapp_compatible: false,
    is_profiling: false,
    questions: [
      {
        id: 1001,
        question_code: 'BUSINESS_TYPE',
        text: 'What kind of business do you run?',
        answer_type: 'single_choice',
        category: 'Business',
        options: choices(1, 'single_choice', [
          ['Repair shop', 'SHOP_SIZE'],
          ['Independent technician', 'EXPERIENCE'],
          ['Not in field service', null],
        ]),
      },
      {
        id: 1002,
        question_code: 'SHOP_SIZE',
        text: 'How many technicians work with you?',
        answer_type: 'single_choice',
        category: 'Business',
        options: choices(4, 'single_choice', [
          ['1 to 5', 'BRANDS'],
          ['6 or more', 'BRANDS'],
        ]),
      },
      {
        id: 1003,
        question_code: 'BRANDS',
        text: 'Which brands do you service?',
        answer_type: 'text',
        placeholder: 'e.g. Dell, HP, Lenovo',
        category: 'Skills',
        options: free(6, 'text', 'COVERAGE'),
      },
      {
        id: 1004,
        question_code: 'COVERAGE',
        text: 'Do you visit customer sites outside your city?',
        answer_type: 'yes_no',
        category: 'Coverage',
        options: yesNo(7, 'TRAVEL_KM', null),
      },
      {
        id: 1005,
        question_code: 'TRAVEL_KM',
        text: 'How far do you travel for a visit, in kilometres?',
        answer_type: 'number',
        placeholder: 'e.g. 40',
        category: 'Coverage',
        options: free(9, 'number', null),
      },
      {
        id: 1006,
        question_code: 'EXPERIENCE',
        text: 'How many years have you worked in field service?',
        answer_type: 'number',
        category: 'Experience',
        options: free(10, 'number', 'COVERAGE'),
      },
    ],
  },
  {
    id: DEMO_QUESTIONNAIRE_IDS.serviceQuality,
    form_name: 'Service quality check',
    name: 'Service quality check',
    description: 'Tell us how your last service visit went.',
    is_tree_form: false,
    whatsapp_compatible: false,
    is_profiling: false,
    questions: [
      {
        id: 1101,
        question_code: 'ON_TIME',
        text: 'Did the engineer arrive on time?',
        answer_type: 'yes_no',
        options: yesNo(21, null, null),
      },
      {
        id: 1102,
        question_code: 'VISIT_RATING',
        text: 'How would you rate the visit?',
        answer_type: 'single_choice',
        options: choices(23, 'single_choice', [
          ['Excellent', null],
          ['Good', null],
          ['Average', null],
          ['Poor', null],
        ]),
      },
      {
        id: 1103,
        question_code: 'IMPROVE',
        text: 'What could we do better?',
        answer_type: 'text',
        is_required: false,
        placeholder: 'Your suggestion',
      },
      {
        id: 1104,
        question_code: 'FOLLOW_UP_PHONE',
        text: 'Your mobile number for a follow-up call',
        answer_type: 'text',
        is_required: false,
        placeholder: '10 digits',
      },
    ],
  },
  {
    id: DEMO_QUESTIONNAIRE_IDS.whatsappFeedback,
    form_name: 'Quick feedback',
    name: 'Quick feedback',
    description: 'Two questions, also sent over WhatsApp.',
    is_tree_form: true,
    whatsapp_compatible: true,
    is_profiling: false,
    questions: [
      {
        id: 1201,
        question_code: 'RESOLVED',
        text: 'Was your issue resolved?',
        answer_type: 'yes_no',
        options: yesNo(31, null, 'CALL_BACK'),
      },
      {
        id: 1202,
        question_code: 'CALL_BACK',
        text: 'Would you like us to call you back?',
        answer_type: 'yes_no',
        options: yesNo(33, null, null),
      },
    ],
  },
  {
    id: DEMO_QUESTIONNAIRE_IDS.profiling,
    form_name: 'Partner profile',
    name: 'Partner profile',
    description: 'Help us know your business.',
    is_tree_form: false,
    whatsapp_compatible: false,
    is_profiling: true,
    questions: [
      {
        id: 2001,
        question_code: 'GST_REGISTERED',
        text: 'Is your business registered for GST?',
        answer_type: 'yes_no',
        category: 'Business',
        tips: 'Registered businesses can be paid against a tax invoice.',
        options: yesNo(41, null, null),
      },
      {
        id: 2002,
        question_code: 'TEAM_SIZE',
        text: 'How many technicians do you employ?',
        answer_type: 'single_choice',
        category: 'Business',
        tips: 'Count everyone who visits customer sites.',
        options: choices(43, 'single_choice', [
          ['1 to 5', null],
          ['6 to 20', null],
          ['More than 20', null],
        ]),
      },
      {
        id: 2003,
        question_code: 'SERVICES',
        text: 'Which services do you offer?',
        answer_type: 'multiple_choice',
        category: 'Skills',
        tips: 'Choose all that apply.',
        options: choices(46, 'multiple_choice', [
          ['Laptop repair', null],
          ['Printer installation', null],
          ['Network cabling', null],
          ['CCTV installation', null],
        ]),
      },
      {
        id: 2004,
        question_code: 'YEARS_IN_BUSINESS',
        text: 'How many years have you been in business?',
        answer_type: 'number',
        category: 'Experience',
        placeholder: 'e.g. 5',
      },
      {
        id: 2005,
        question_code: 'SERVICE_AREA',
        text: 'Which cities or districts do you cover?',
        answer_type: 'text',
        category: 'Coverage',
        placeholder: 'e.g. Pune, Mumbai',
        tips: 'Separate several places with commas.',
      },
      {
        id: 2006,
        question_code: 'START_DATE',
        text: 'From which date can you take jobs?',
        answer_type: 'date',
        category: 'Availability',
      },
    ],
  },
];

/**
 * Inserts the demo questionnaire forms and their questions that do not exist yet (fixed ids, so
 * running it on every start changes nothing). Spec: operations §2, §3.
 */
export async function seedQuestionnaires(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const form of DEMO_QUESTIONNAIRES) {
      await tx.query(
        `INSERT INTO questionnaire_forms (id, form_name, name, description, is_tree_form, whatsapp_compatible, is_profiling)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [
          form.id,
          form.form_name,
          form.name,
          form.description,
          form.is_tree_form,
          form.whatsapp_compatible,
          form.is_profiling,
        ],
      );
      for (const [index, question] of form.questions.entries()) {
        await tx.query(
          `INSERT INTO questionnaire_questions
             (id, form_id, question_code, text, answer_type, tips, placeholder, is_required, category, sort_order, options)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
          [
            question.id,
            form.id,
            question.question_code,
            question.text,
            question.answer_type,
            question.tips ?? '',
            question.placeholder ?? '',
            question.is_required ?? true,
            question.category ?? '',
            index + 1,
            JSON.stringify(question.options ?? []),
          ],
        );
      }
    }
  });
}
