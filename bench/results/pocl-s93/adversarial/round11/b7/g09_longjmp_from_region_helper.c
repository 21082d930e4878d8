/* a region-holding helper longjmps out when a scalar test (not on arrays) fails; main retries; arrays printed */
#include <stdio.h>
#include <setjmp.h>
#define N 16
static double U[N], V[N];
static jmp_buf env;
static void step(int t, int limit)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        V[i] = U[i] + 0.5 * (U[i - 1] + U[i + 1]);
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = V[i] * 0.25;
    if (t >= limit) longjmp(env, t);
}
int main(void)
{
    int i, t, r;
    volatile int limit = 3;
    for (i = 0; i < N; i++) { U[i] = i; V[i] = 0; }
    r = setjmp(env);
    printf("r=%d\n", r);
    if (r == 0 || limit < 6) {
        if (r != 0) limit = limit + 3;
        for (t = 0; t < 8; t++)
            step(t, limit);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
