// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: a call of 'bump' through parentheses, which the tool does not follow
// expect-no-output: bbmm_data_begin
/* "(bump)()" is a call of bump, whose host code writes the array the
 * scope would keep: a call through a parenthesized name must end the span
 * as a call by name would (found by a review; before, the tool took it for
 * a name's mention and kept A, losing the write).
 * Built plain and through bbmm-pp; tests/scope_host.cmake compares their
 * output bytes on 1, 2 and 4 devices. */
#include <stdio.h>
#define N 64
static double A[N];
static void step(int n, double X[n])
{
    int i;
#pragma bbmm name(step)
    for (i = 0; i < n; i++)
        X[i] = X[i] * 0.5 + 0.25 * (double)(i % 5);
}
static void bump(void)
{
    A[1] += 100.0;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 3);
    for (t = 0; t < 6; t++) {
        step(N, A);
        (bump)();
    }
    for (i = 0; i < 4; i++)
        printf("%d %.17g\n", i, A[i]);
    return 0;
}
