/* no pragma: host memset on a view A + 4 and sscanf into &A[2] between region calls on A */
#include <stdio.h>
#include <string.h>
#define N 12
static double A[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + 3.0;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) A[i] = i;
    for (t = 0; t < 3; t++) {
        step(N);
        memset(A + 4, 0, 2 * sizeof(double));
        step(N);
        sscanf("1.5", "%lf", &A[2]);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
