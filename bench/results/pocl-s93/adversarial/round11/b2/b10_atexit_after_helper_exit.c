/* an atexit handler prints arrays after exit() is called from a helper in the middle of a time loop */
#include <stdio.h>
#include <stdlib.h>
#define N 18
static double P[N], Q[N];
static int steps_done;
static void report(void)
{
    int i;
    printf("steps %d\n", steps_done);
    for (i = 0; i < N; i++) printf("%a %a\n", P[i], Q[i]);
}
static void check(int t)
{
    if (t == 3) exit(0);
}
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        Q[i] = P[i] + 0.5 * (P[i + 1] - P[i - 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        P[i] = Q[i] * 0.75;
}
int main(void)
{
    int i, t;
    atexit(report);
    for (i = 0; i < N; i++) { P[i] = (i % 6) - 2.5; Q[i] = 0; }
    for (t = 0; t < 10; t++) {
        step(N);
        steps_done = t + 1;
        check(t);
    }
    return 0;
}
