/* temp written in an inner loop that is empty for the last rows; read after the region */
#include <stdio.h>
#define N 20
static double A[N][N], B[N][N];
static void f(int n)
{
    int i, j;
    double t = 11.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = i + 3; j < n; j++) {
            t = A[i][j] * 0.5;
            B[i][j] = t + A[j][i];
        }
    printf("n=%d t=%a\n", n, t);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 2 - j;
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    return 0;
}
