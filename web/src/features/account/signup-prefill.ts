export type SignupValues = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  whitepaper: boolean;
};

const yes = new Set(['true', '1', 'yes']);

/**
 * The sign-up form's first values from the page's query (docs/spec/product-spec.md section 2): firstName,
 * lastName, company, email and phone as given (trimmed), whitepaper checked for 'true', '1' or 'yes'.
 * The password is never taken from an address.
 */
export function signupPrefill(query: URLSearchParams): SignupValues {
  const text = (name: string) => query.get(name)?.trim() ?? '';
  return {
    email: text('email'),
    password: '',
    firstName: text('firstName'),
    lastName: text('lastName'),
    company: text('company'),
    phone: text('phone'),
    whitepaper: yes.has(text('whitepaper').toLowerCase()),
  };
}
