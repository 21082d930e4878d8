/* a local row pointer declared inside the region body: double *r = A[i] */
#include <stdio.h>
#define N 14
static double A[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double *r = A[i];
        for (j = 1; j < n; j++)
            r[j] = r[j] + r[0] * j;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= N; n += 5) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
