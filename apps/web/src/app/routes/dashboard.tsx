import { SUPPORT_EMAIL } from '@jokerwise/contracts';
import { CreditCard, LifeBuoy, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { ContentPage } from '../../components/layout/content-page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { paths } from '../../config/paths';

// Placeholder until the dashboard feature reads the signed-in user (spec 000 §2 Dashboard).
export function DashboardRoute() {
  return (
    <ContentPage
      icon={UserRound}
      eyebrow="Account"
      title="Your dashboard"
      description="Your profile, your membership and how to reach us — all in one place."
    >
      <Tabs defaultValue="profile">
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="profile">
            <UserRound aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="membership">
            <CreditCard aria-hidden="true" />
            Membership
          </TabsTrigger>
          <TabsTrigger value="support">
            <LifeBuoy aria-hidden="true" />
            Support
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <CardHeader>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <CardTitle>Profile</CardTitle>
                <Badge>Free Player</Badge>
              </div>
              <CardDescription>Sign in to see your e-mail address and username.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link to={paths.auth.getHref()}>Sign In</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="membership">
          <Card>
            <CardHeader>
              <CardTitle>Membership</CardTitle>
              <CardDescription>
                Your plan, its status and billing management appear here.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild variant="secondary">
                <Link to={paths.subscribe.getHref()}>See plans</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="support">
          <Card>
            <CardHeader>
              <CardTitle>Support</CardTitle>
              <CardDescription>
                Write to{' '}
                <a
                  className="font-medium text-gold-300 underline-offset-4 hover:underline"
                  href={`mailto:${SUPPORT_EMAIL}`}
                >
                  {SUPPORT_EMAIL}
                </a>
                . Response time: Within 24 hours for legends.
              </CardDescription>
            </CardHeader>
            <CardContent />
          </Card>
        </TabsContent>
      </Tabs>
    </ContentPage>
  );
}
