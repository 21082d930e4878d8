// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: 'A' is passed to 'probe', which uses it on the host
// expect-explain: automatic data scope in main, lines [0-9]+-[0-9]+: not made: 'A' is passed to 'probe2', which uses it on the host
// expect-no-output: bbmm_data_begin
/* A function that reads elements of a kept array on the host gets the
 * host's copy made current before each call, but only where it runs no
 * region itself: here probe runs one (through bump) between the call's
 * start and its read of X[3], and probe2 writes Y, the same array, in a
 * region of its own before reading X[3]; the read must see those writes,
 * so no scope is kept around them (found by a review of the rule).
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
    int i;
#pragma bbmm name(bump)
    for (i = 0; i < N; i++)
        A[i] = A[i] + 1.0;
}
static void probe(int n, const double X[n], double *out)
{
    bump();
    *out = X[3];
}
static void probe2(int n, double X[n], double Y[n], double *out)
{
    int i;
#pragma bbmm name(probe2)
    for (i = 0; i < n; i++)
        Y[i] = Y[i] + 2.0;
    *out = X[3];
}
int main(void)
{
    int t, i;
    double s = 0.0;
    for (i = 0; i < N; i++)
        A[i] = (double)(i % 7);
    for (t = 0; t < 6; t++) {
        step(N, A);
        probe(N, A, &s);
        printf("t %d %.17g\n", t, s);
    }
    printf("\n");
    for (t = 0; t < 6; t++) {
        step(N, A);
        probe2(N, A, A, &s);
        printf("t %d %.17g\n", t, s);
    }
    for (i = 0; i < 4; i++)
        printf("%d %.17g\n", i, A[i]);
    return 0;
}
