import type { ComponentType } from 'react';
import DayTimeline from './DayTimeline';
import HeadcountChart from './HeadcountChart';
import HrClockPhone from './HrClockPhone';
import PeriodStateFlow from './PeriodStateFlow';
import PlannedRealisedChart from './PlannedRealisedChart';
import RosterViewFigure from './RosterViewFigure';
import WishFlow from './WishFlow';

// Every figure an MDX page may use, by the name it is written with.
const figures: Record<string, ComponentType> = { DayTimeline, HeadcountChart, HrClockPhone, PeriodStateFlow, PlannedRealisedChart, RosterViewFigure, WishFlow };

export default figures;
