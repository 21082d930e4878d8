/* a global max and a static local sum written inside a region and read by later calls */
#include <stdio.h>
#define N 37
static double A[N];
double gmax = -1e300;
static double acc(int n)
{
    static double total = 0.0;
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        A[i] = A[i] * 1.5 - 2.0;
        total += A[i];
        if (A[i] > gmax) gmax = A[i];
    }
    return total;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i * 13) % 10 - 3.0;
    for (n = 0; n <= N; n += 6)
        printf("%a %a\n", acc(n), gmax);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
