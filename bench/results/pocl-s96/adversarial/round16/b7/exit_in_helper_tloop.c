/* time loop in main calling a step function; a check helper prints the state and calls exit(0) when a cell exceeds a bound */
#include <stdio.h>
#include <stdlib.h>
#define N 20
static double u[N], w[N];
static int n;
static void step(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = u[i] * 1.5 + (i > 0 ? u[i - 1] : 1.0);
#pragma bbmm
    for (i = 0; i < n; i++)
        u[i] = w[i] - 0.25 * (i + 1 < n ? w[i + 1] : 0.0);
}
static void check(int t)
{
    int i;
    for (i = 0; i < n; i++)
        if (u[i] > 50.0) {
            printf("t=%d blow-up at %d\n", t, i);
            for (i = 0; i < n; i++) printf("%a\n", u[i]);
            exit(0);
        }
}
int main(void)
{
    int i, t;
    n = 13;
    for (i = 0; i < N; i++) { u[i] = (double)(i % 3); w[i] = 0.0; }
    for (t = 0; t < 100; t++) {
        step();
        check(t);
    }
    printf("no blow-up\n");
    return 0;
}
