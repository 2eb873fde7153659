import { avatarUrl, daysFrom, seededFaker } from '../../lib/demo-kit/seed-tools.js';
import { CONTACT_OPTIONS, USER_GENDERS, USER_LANGUAGES, type UserInformation, type UserSocial } from '../../../common/demo-users.js';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type DemoUser, type DemoUserActivity } from './schemas.js';

export const SEEDED_USERS = 60;

/** A user as the store keeps it: the list fields, the details and the recent activity (newest first). */
export interface StoredUser extends DemoUser {
  information: UserInformation;
  social: UserSocial;
  activity: DemoUserActivity[];
}

/** 60 realistic users over every role, plan and status; every fourth has no avatar. */
export function seedDemoUsers(): DemoUser[] {
  const faker = seededFaker(1001);
  return Array.from({ length: SEEDED_USERS }, (_, index) => {
    const id = index + 1;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    const username = faker.internet.username({ firstName, lastName }).toLowerCase();
    return {
      id,
      fullName: `${firstName} ${lastName}`,
      company: faker.company.name(),
      role: USER_ROLES[index % USER_ROLES.length]!,
      username,
      country: faker.location.country(),
      contact: faker.phone.number({ style: 'national' }),
      email: faker.internet.email({ firstName, lastName }).toLowerCase(),
      currentPlan: USER_PLANS[(index * 3 + 1) % USER_PLANS.length]!,
      status: USER_STATUSES[(index * 7) % USER_STATUSES.length]!,
      avatar: id % 4 === 0 ? null : avatarUrl(id),
    };
  });
}

/** The users with their details (most filled in, some left empty) and a few weeks of activity before `now`. */
export function seedStoredUsers(now: Date): StoredUser[] {
  const faker = seededFaker(1002);
  return seedDemoUsers().map((user, index) => {
    const detailed = index % 5 !== 4;
    const handle = user.username.replace(/[^a-z0-9_]/g, '');
    const created = daysFrom(now, -faker.number.int({ min: 40, max: 400 }));
    const activity: DemoUserActivity[] = [{ at: created.toISOString(), kind: 'created' }];
    for (let i = faker.number.int({ min: 1, max: 4 }); i > 0; i--) {
      activity.unshift({ at: daysFrom(now, -faker.number.float({ min: 0.1, max: 30 }) * i).toISOString(), kind: 'signed_in' });
    }
    if (index % 3 === 0) activity.unshift({ at: daysFrom(now, -faker.number.float({ min: 0.01, max: 0.09 })).toISOString(), kind: 'plan_changed', from: 'basic', to: user.currentPlan });
    activity.sort((a, b) => b.at.localeCompare(a.at));
    return {
      ...user,
      information: {
        birthDate: detailed ? faker.date.birthdate({ mode: 'age', min: 20, max: 65, refDate: now }).toISOString().slice(0, 10) : '',
        mobile: detailed ? faker.phone.number({ style: 'international' }) : '',
        website: detailed ? `https://${faker.internet.domainName()}` : '',
        language: detailed ? faker.helpers.arrayElement(USER_LANGUAGES.filter(Boolean)) : '',
        gender: detailed ? faker.helpers.arrayElement(USER_GENDERS.filter(Boolean)) : '',
        contactOptions: detailed ? faker.helpers.arrayElements([...CONTACT_OPTIONS], { min: 1, max: 3 }) : [],
        addressLine1: detailed ? faker.location.streetAddress() : '',
        addressLine2: '',
        postcode: detailed ? faker.location.zipCode() : '',
        city: detailed ? faker.location.city() : '',
        state: detailed ? faker.location.state() : '',
      },
      social: {
        twitter: detailed ? `@${handle}` : '',
        facebook: detailed ? `https://facebook.com/${handle}` : '',
        instagram: index % 2 === 0 ? `@${handle}` : '',
        github: index % 3 === 0 ? `https://github.com/${handle}` : '',
        codepen: '',
        slack: index % 4 === 0 ? `@${handle}` : '',
      },
      activity,
    };
  });
}
