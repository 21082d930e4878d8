/* last position where a row is positive, not reset per row: carries across rows */
#include <stdio.h>
#define N 14
static double A[N][N];
static int P[N];
static void f(int n)
{
    int i, j, last = -1;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++)
            if (A[i][j] > 0.0)
                last = j;
        P[i] = last;
    }
    printf("%d %d\n", n, last);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i % 3 == 1) ? -1.0 : ((i + j) % 4) - 2.0;
    for (n = 0; n <= N; n += 3) {
        f(n);
        for (i = 0; i < N; i++) printf("%d\n", P[i]);
    }
    return 0;
}
