// The enrolment pages' style sheets, for the pages that show them (the patient's frame and the front desk's).
import './enrolment-frame.css';
import './enrolment-form.css';
import './enrolment-summary.css';
import './enrolment-notices.css';
