/* exit() inside an explicit scope after host writes through a view (with updates); an atexit handler prints the arrays */
#include <stdio.h>
#include <stdlib.h>
#define N 24
static double A[N], B[N];
static void show(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++)
        B[i] = A[i] - A[i - 1];
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + 0.5 * B[i];
}
int main(void)
{
    int i, t;
    atexit(show);
    for (i = 0; i < N; i++) { A[i] = (i * i % 7) * 0.5; B[i] = 0.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 10; t++) {
        double *q = &A[5];
        step(N);
#pragma bbmm update host(A)
        q[t] = -q[t];
#pragma bbmm update device(A)
        if (t == 3) {
            step(N - 2);
            exit(0);
        }
    }
    printf("not reached\n");
    return 0;
}
