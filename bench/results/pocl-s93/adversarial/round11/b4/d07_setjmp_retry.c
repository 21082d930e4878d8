/* setjmp/longjmp: a helper longjmps back when a step "diverges"; regions around, retried with a smaller factor */
#include <stdio.h>
#include <setjmp.h>
#define N 20
static double U[N], W[N];
static jmp_buf env;
static void step(double f)
{
    int i;
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        W[i] = U[i] + f * (U[i - 1] - 2.0 * U[i] + U[i + 1]);
#pragma bbmm
    for (i = 1; i < N - 1; i++)
        U[i] = W[i];
}
static void check(void)
{
    int i;
    for (i = 0; i < N; i++) if (U[i] > 50.0 || U[i] < -50.0) longjmp(env, 1);
}
int main(void)
{
    volatile double f = 1.7;
    int i, t;
    for (i = 0; i < N; i++) { U[i] = (i == N / 2) ? 10.0 : 0.0; W[i] = 0; }
    if (setjmp(env)) {
        printf("retry %a\n", f);
        f = f * 0.5;
        for (i = 0; i < N; i++) U[i] = (i == N / 2) ? 10.0 : 0.0;
    }
    for (t = 0; t < 12; t++) {
        step(f);
        check();
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], W[i]);
    return 0;
}
