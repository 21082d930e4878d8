/* two inner loops over j in the same outer body; the second is empty (but still assigns j) in the last rows */
#include <stdio.h>
#define N 18
static double A[N][N];
static void f(int n)
{
    int i, j = -9;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j < n; j++)
            A[i][j] = A[i][j] + 1.0;
        for (j = i + 5; j < n; j++)
            A[i][j] = A[i][j] * 0.5;
    }
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - 0.5 * j;
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
