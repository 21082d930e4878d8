/* exit() inside a nolist scope whose regions ran on views A + N and A + (2 * N + 1) of a malloc'd array; atexit prints it */
#include <stdio.h>
#include <stdlib.h>
static double *A;
static int N;
static void show(void)
{
    int i;
    for (i = 0; i < 3 * N; i++) printf("%a\n", A[i]);
}
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.75 + 2.0;
}
int main(void)
{
    int i, t;
    N = 7;
    A = malloc(sizeof(double) * 3 * N);
    for (i = 0; i < 3 * N; i++) A[i] = i * 0.5;
    atexit(show);
#pragma bbmm data
    for (t = 0; t < 5; t++) {
        step(N, A + N);
        step(N - 1, A + (2 * N + 1));
        if (t == 2)
            exit(0);
    }
    return 0;
}
