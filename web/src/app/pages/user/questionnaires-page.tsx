import { OwnAnalysesList } from '../../../features/utility-analyses/components/own-analyses-list';
import { UserAreaPage } from '../area-page';

/** `/app/user/questionnaires`: the user's own utility analyses, opened, duplicated, shared or deleted. */
export function UserQuestionnairesPage() {
  return <UserAreaPage page="userQuestionnaires">{(me) => <OwnAnalysesList userId={me.id} />}</UserAreaPage>;
}
