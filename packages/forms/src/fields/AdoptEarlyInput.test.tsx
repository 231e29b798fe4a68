import { act } from '@testing-library/react';
import { Formik, useFormikContext } from 'formik';
import { useRef } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AdoptEarlyInput } from './AdoptEarlyInput.tsx';

interface Values {
  name: string;
  phone: { countryCode: string; dialCode: string; number: string };
  terms: boolean;
}

const initialValues: Values = {
  name: '',
  phone: { countryCode: 'IN', dialCode: '+91', number: '' },
  terms: false,
};

function Seen({ onValues }: { onValues: (values: Values) => void }) {
  onValues(useFormikContext<Values>().values);
  return null;
}

/** A prerendered form as the sign-up forms render it: native controls named like the Formik values. */
function EarlyForm({ onValues }: { onValues: (values: Values) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={initialValues} onSubmit={() => undefined}>
      {({ values }) => (
        <>
          <form ref={formRef}>
            <input name="name" value={values.name} readOnly />
            <input name="phone" type="tel" value={values.phone.number} readOnly />
            <input name="terms" type="checkbox" checked={values.terms} readOnly />
          </form>
          <AdoptEarlyInput formRef={formRef} />
          <Seen onValues={onValues} />
        </>
      )}
    </Formik>
  );
}

describe('AdoptEarlyInput (issue 21: prerendered forms take input before the app is live)', () => {
  it('hands text, a phone number and a tick made in the static page to Formik on hydration', async () => {
    let seen: Values = initialValues;
    const onValues = (values: Values) => {
      seen = values;
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EarlyForm onValues={onValues} />);
    document.body.append(container);
    // What the visitor did to the static HTML before the script arrived.
    container.querySelector<HTMLInputElement>('[name="name"]')!.value = 'Asha Rao';
    container.querySelector<HTMLInputElement>('[name="phone"]')!.value = '98765 43210';
    container.querySelector<HTMLInputElement>('[name="terms"]')!.checked = true;

    await act(async () => {
      hydrateRoot(container, <EarlyForm onValues={onValues} />, { onRecoverableError: () => undefined });
    });

    expect(seen.name).toBe('Asha Rao');
    expect(seen.phone).toEqual({ countryCode: 'IN', dialCode: '+91', number: '9876543210' });
    expect(seen.terms).toBe(true);
    container.remove();
  });

  it('adopts text areas of a list by their Formik path (items.0, items.1), leaving the rest', async () => {
    type ListValues = { items: (string | string[])[] };
    const start: ListValues = { items: ['', 'kept', ['Keyboard']] };
    let seen = start;
    function ListForm() {
      const formRef = useRef<HTMLFormElement>(null);
      return (
        <Formik initialValues={start} onSubmit={() => undefined}>
          {({ values }) => {
            seen = values;
            return (
              <>
                <form ref={formRef}>
                  <textarea name="items.0" value={values.items[0] as string} readOnly />
                  <textarea name="items.1" value={values.items[1] as string} readOnly />
                  <input name="item-2-new" defaultValue="" />
                </form>
                <AdoptEarlyInput formRef={formRef} />
              </>
            );
          }}
        </Formik>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ListForm />);
    document.body.append(container);
    container.querySelector<HTMLTextAreaElement>('[name="items.0"]')!.value = 'AT-00912';

    await act(async () => {
      hydrateRoot(container, <ListForm />, { onRecoverableError: () => undefined });
    });

    expect(seen.items).toEqual(['AT-00912', 'kept', ['Keyboard']]);
    container.remove();
  });

  it("leaves a hidden input's value alone (a date picker renders its value there, in its own form)", async () => {
    const start = { arrival: '2026-03-02T05:00:00.000Z' };
    let seen = start;
    function DateForm() {
      const formRef = useRef<HTMLFormElement>(null);
      return (
        <Formik initialValues={start} onSubmit={() => undefined}>
          {({ values }) => {
            seen = values;
            return (
              <>
                <form ref={formRef}>
                  <input type="hidden" name="arrival" value="2026-03-02T10:30:00" />
                </form>
                <AdoptEarlyInput formRef={formRef} />
              </>
            );
          }}
        </Formik>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<DateForm />);
    document.body.append(container);

    await act(async () => {
      hydrateRoot(container, <DateForm />, { onRecoverableError: () => undefined });
    });

    expect(seen.arrival).toBe('2026-03-02T05:00:00.000Z');
    container.remove();
  });
});
