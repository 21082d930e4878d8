/* iterators read after the region whose loops the last iterations of the loops around them do not
 * reach: C leaves the value of their last execution, which lies in an earlier iteration (before: the
 * generated code ran the loop headers for the last iterations only and left j at its value from
 * before the region: -5 for 1, 3 for an LU; round 6 of the hand-written programs).  Loops under an if
 * that is false at the end, a middle loop empty when the outer one is last (LU, a 4-level nest), if and
 * else branches, one iterator of two loops, the second under a condition */
#include <stdio.h>
#define N 10
static double A[N][N], B[N];
static double C[N][N][N];
static void under_if(int n)
{
    int i, j = -5;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (i == 0 || i % 3 == 1)
            for (j = 0; j < i + 1; j++)
                A[i][j] = A[i][j] + 1.0;
    printf("under_if %d %d %d\n", n, i, j);
}
static void lu(int n)
{
    int i = -1, j = -5, k = -7;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j < n; j++)
                A[i][j] = A[i][j] - A[i][k] * A[k][j] * 0.125;
    printf("lu %d %d %d %d\n", n, k, i, j);
}
static void branches(int n)
{
    int i, j = -1, k = -2;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i >= n / 2) {
            for (j = 0; j < i; j++)
                A[i][j] = A[i][j] + 1.0;
        } else {
            for (k = i; k < n; k += 2)
                A[i][k] = A[i][k] - 1.0;
        }
    }
    printf("branches %d %d %d %d\n", n, i, j, k);
}
static void same_iter(int n, int m)
{
    int i = -3, j;
#pragma bbmm
    for (j = 0; j < n; j++) {
        for (i = 0; i < j; i++)
            B[j] = B[j] + A[i][0];
        if (j > m)
            for (i = j; i < n; i++)
                B[j] = B[j] + 1.0;
    }
    printf("same_iter %d %d %d %d\n", n, m, i, j);
}
static void four(int n)
{
    int i = -1, j = -2, k = -3, l = 42;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = j + 1; k < n; k++)
                for (l = 0; l < 2; l++)
                    C[i][j][k] = C[i][j][k] + C[i][k][j] * (l + 1);
    printf("four %d %d %d %d %d\n", n, i, j, k, l);
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) {
        B[i] = i % 3;
        for (j = 0; j < N; j++) {
            A[i][j] = (i * 7 + j * 3) % 11;
            for (k = 0; k < N; k++)
                C[i][j][k] = (i + 2 * j + 3 * k) % 5;
        }
    }
    for (n = 0; n <= N; n += 3) {
        under_if(n);
        lu(n);
        branches(n);
        same_iter(n, n / 2);
        same_iter(n, n + 4);
        four(n);
    }
    for (i = 0; i < N; i++) {
        printf("%a", B[i]);
        for (j = 0; j < N; j++)
            printf(" %a %a", A[i][j], C[i][j][i]);
        printf("\n");
    }
    return 0;
}
