/* inner loop condition j <= i || j == 0, and j read after the nest */
#include <stdio.h>
#define N 20
static double A[N][N];
static int f(int n, int lo)
{
    int i, j;
    j = -7;
#pragma bbmm
    for (i = lo; i < n; i++)
        for (j = 0; j <= i || j == 0; j++)
            A[i + 2][j] = A[i + 2][j] + i - j;
    return j;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 0.5 + j;
    for (n = -2; n <= 17; n += 3) {
        printf("%d\n", f(n, -2));
        printf("%d\n", f(n, 1));
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
