/* an affine body scalar ig = i + off guards the inner loop (if (ig % 3 == 0)) and m = n - i bounds it; j read after */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n, int off)
{
    int i = -1, j = -2, ig = -3, m = -4;
#pragma bbmm
    for (i = 0; i < n; i++) {
        ig = i + off;
        m = n - i;
        if (ig % 3 == 0)
            for (j = 0; j < m; j++)
                A[i][j] = A[i][j] + ig;
    }
    printf("n=%d off=%d i=%d j=%d ig=%d m=%d\n", n, off, i, j, ig, m);
}
int main(void)
{
    int i, j, n, off;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= 7; n++) for (off = 0; off < 3; off++) f(n, off);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
