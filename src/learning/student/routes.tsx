import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { MyCoursesPage } from '../shared/courses/MyCoursesPage';
import { StudentTasksPage } from './home/StudentTasksPage';
import { CoursePage } from '../shared/courses/CoursePage';
import { studentCourseArea } from './lessons/studentCourseArea';
import { StudentLessonPage } from './lessons/StudentLessonPage';
import { StudentTaskPage } from './tasks/StudentTaskPage';
import { studentQuizRoutes } from './quizzes/routes';
import { STUDENT_ROUTES } from './studentPaths';

/**
 * The student's hand-built learning pages, as <CustomRoutes> children of the area's <Admin>
 * (inside its layout). Other student pages register here with one line each, e.g. the test page:
 *   <Route key="test" path={STUDENT_ROUTES.test} element={<StudentTestPage />} />,
 * (the lesson page already links its test cards to STUDENT_ROUTES.test).
 */
const MY_COURSES_KEYS = { title: 'student.courses.title', intro: 'student.courses.intro', empty: 'student.courses.empty' };

export const studentLearningRoutes: ReactElement[] = [
  <Route key="courses" path={STUDENT_ROUTES.myCourses} element={<MyCoursesPage role="student" keys={MY_COURSES_KEYS} />} />,
  <Route key="tasks" path={STUDENT_ROUTES.tasks} element={<StudentTasksPage />} />,
  <Route key="course" path={STUDENT_ROUTES.course} element={<CoursePage area={studentCourseArea} />} />,
  <Route key="lesson" path={STUDENT_ROUTES.lesson} element={<StudentLessonPage />} />,
  <Route key="task" path={STUDENT_ROUTES.task} element={<StudentTaskPage />} />,
  ...studentQuizRoutes,
];
