/* loop bounds with / and % of possibly negative expressions, and min/max macros */
#include <stdio.h>
#define N 40
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static double A[N][N];
static void f(int n, int s)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = MAX(0, (i - s) / 3 + 2); j < (i + s) / 2 + (i - s) % 3 + 3 && j < N; j++)
            A[i][j] = A[i][j] + i * 100 + j;
}
int main(void)
{
    int i, j, s;
    for (s = -7; s <= 14; s += 7) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 0;
        f(30, s);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%g ", A[i][j]); printf("\n"); }
    }
    return 0;
}
