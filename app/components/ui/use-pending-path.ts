import { useNavigation } from 'react-router'

/** True while a navigation to a path this page renders is loading, so the page can show its skeletons. */
export function usePendingPath(matches: (pathname: string) => boolean): boolean {
	const navigation = useNavigation()
	return navigation.state === 'loading' && matches(navigation.location.pathname)
}
