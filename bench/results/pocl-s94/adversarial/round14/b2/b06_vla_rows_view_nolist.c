/* malloc'd 2D VLA pointer; regions run on the row view u + 1 in a nolist scope; host reads u[2][j] after update host(u) */
#include <stdio.h>
#include <stdlib.h>
static void rowsmooth(int n, int m, double (*v)[m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < m - 1; j++)
            v[i][j] = 0.5 * v[i][j] + 0.25 * (v[i][j - 1] + v[i][j + 1]);
}
int main(void)
{
    int n = 6, m = 7, i, j, t;
    double (*u)[m] = malloc(sizeof(double) * n * m);
    double acc = 0.0;
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) u[i][j] = (i * m + j) % 5;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        rowsmooth(n - 2, m, u + 1);
#pragma bbmm update host(u)
        for (j = 0; j < m; j++) acc += u[2][j] * (j + 1);
    }
    printf("%a\n", acc);
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) printf("%a\n", u[i][j]);
    free(u);
    return 0;
}
