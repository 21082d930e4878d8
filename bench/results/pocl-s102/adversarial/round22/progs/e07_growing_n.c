/* a time loop whose problem size grows each step (boxes resized), 2 arrays */
#include <stdio.h>
#define NMAX 48
static double A[NMAX][NMAX], B[NMAX][NMAX];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            B[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            A[i][j] = B[i][j] + 0.001 * (double)n;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < NMAX; i++) for (j = 0; j < NMAX; j++) { A[i][j] = (double)((i ^ j) & 7); B[i][j] = 0; }
    for (n = 8; n <= NMAX; n += 5) step(n);
    for (n = NMAX; n >= 8; n -= 9) step(n);
    for (i = 0; i < NMAX; i += 3) printf("%a %a\n", A[i][(i * 5) % NMAX], B[i][i]);
    return 0;
}
