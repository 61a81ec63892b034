/** /activityVoteWeb/:linkID?/:id?.html: an alias drawn by screens/activityVote.tsx (its route's drawnBy). */
import activityVote from '@/screens/activityVote';
import { screenPage } from '@/lib/render/screenPage';

export const revalidate = 60;

const page = screenPage('activityVoteWeb', activityVote, { revalidate });
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.Page;
