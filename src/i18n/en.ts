import englishMessages from 'ra-language-english';
import { enAdmin } from './enAdmin';
import { enLearning } from './enLearning';
import { enStudentTests } from './enStudentTests';
import { enStudent } from './enStudent';
import { enTests } from './enTests';
import { enTasks } from './enTasks';
import { enRatings } from './enRatings';
import { enAnalytics } from './enAnalytics';
import { enEvents } from './enEvents';
import { enOidc } from './enOidc';
import { enNotifications } from './enNotifications';
import { enSchools } from './enSchools';

/** The app's own English strings: the source of truth for every other language. */
export const enApp = {
  app: {
    name: 'Online School',
    loading: 'Loading…',
    loadFailed: 'This page could not load. Check your connection and try again.',
    retry: 'Try again',
    language: 'Language',
    languages: { en: 'English', ru: 'Русский' },
    logout: 'Log out',
    errors: {
      generic: 'Something went wrong!',
      network: 'No connection to the server. Check your internet connection and try again.',
    },
    roles: { ADMIN: 'Administrator', INSTRUCTOR: 'Instructor', STUDENT: 'Student' },
  },
  auth: {
    login: {
      title: 'Log in',
      subtitle: 'Welcome! Log in to your school account.',
      email: 'Email',
      password: 'Password',
      submit: 'Log in',
      forgot: 'Forgot password?',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      signUp: 'Create a school',
    },
    forgot: {
      title: 'Forgot password',
      text: 'Enter the email of your account and we will send you a link to set a new password.',
      submit: 'Send link',
      cancel: 'Cancel',
    },
    reset: {
      title: 'Create a new password',
      text: 'Choose a new password of at least 6 characters.',
      password: 'New password',
      confirm: 'Repeat the password',
      submit: 'Save and log in',
      backToLogin: 'Back to login',
    },
  },
  validation: {
    emailRequired: 'Email is required!',
    emailInvalid: 'Email is not valid!',
    passwordRequired: 'Password is required!',
    passwordTooShort: 'Password must be at least 6 characters!',
    passwordTooLong: 'Password must be at most 128 characters!',
    passwordsDoNotMatch: 'Password do not match!',
    languageRequired: 'Language is required!',
    groupNameRequired: 'Group name is required!',
    courseNameRequired: 'Course name is required!',
    nameRequired: 'First name is required!',
    lastNameRequired: 'Last name is required!',
    textRequired: 'Text is required!',
    studyFormatRequired: 'Study format is required!',
    dateInvalid: 'Date must be in the format yyyy-MM-dd!',
    phoneInvalid: 'Phone number is not valid!',
    tooLong: 'At most %{max} characters!',
  },
  home: {
    welcome: 'Welcome, %{name}!',
    school: 'School',
    role: 'Role',
    email: 'Email',
    sections: 'In this area',
    comingSoon: 'coming soon',
    announcements: 'Announcements',
    noAnnouncements: 'No announcements for now.',
    allAnnouncements: 'All announcements',
    forGroup: 'For %{group}',
    forAll: 'For all groups',
  },
  sections: {
    groups: 'Groups',
    courses: 'Courses',
    instructors: 'Instructors',
    students: 'Students',
    announcements: 'Announcements',
    trash: 'Trash',
    analytics: 'Analytics',
    calendar: 'Calendar',
    myCourses: 'My courses',
    materials: 'Materials',
    studentRating: 'Student rating',
    groupRating: 'Group rating',
    exams: 'Exams',
    lessons: 'Lessons',
    tasks: 'Tasks',
    tests: 'Tests',
    results: 'Results',
    ratings: 'Ratings',
    notifications: 'Notifications',
    settings: 'School settings',
  },
  ...enAdmin,
  ...enLearning,
  ...enStudentTests,
  ...enStudent,
  ...enTests,
  ...enTasks,
  ...enRatings,
  ...enAnalytics,
  ...enEvents,
  ...enOidc,
  ...enNotifications,
  ...enSchools,
};

export type AppMessages = typeof enApp;


export const en = { ...englishMessages, ...enApp };
