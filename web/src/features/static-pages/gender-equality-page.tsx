import { StaticTextPage } from './static-text-page';

/** `/app/gender-equality-plan` (route name general-equality). */
export function GenderEqualityPage() {
  return <StaticTextPage page="genderEquality" />;
}
