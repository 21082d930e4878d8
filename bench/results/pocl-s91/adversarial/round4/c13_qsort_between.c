/* a library call (qsort with a callback) modifies the array between region calls */
#include <stdio.h>
#include <stdlib.h>
#define N 32
static double A[N], B[N];
static int cmp(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}
static void smooth(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++) B[i] = A[i - 1] - 2 * A[i] + A[i + 1];
#pragma bbmm
    for (i = 0; i < n; i++) A[i] = A[i] + B[i] * 0.3 + (i % 3) * 0.7;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { A[i] = (i * 17) % 13 - 6.0; B[i] = 0; }
    for (t = 0; t < 6; t++) {
        smooth(N - t);
        qsort(A, N, sizeof(double), cmp);
        printf("%a %a\n", A[0], A[N - 1]);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
