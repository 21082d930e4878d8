/* double (*u)[m] row-pointer parameters on malloc'd memory, 5-point stencil, varying m */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, int m, double (*u)[m], double (*v)[m])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < m - 1; j++)
            v[i][j] = u[i][j] + 0.1 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 3, 9, 16};
    int ms[] = {3, 2, 3, 13, 5};
    for (s = 0; s < 5; s++) {
        int n = ns[s], m = ms[s];
        double (*u)[m] = malloc(sizeof(double) * (n ? n : 1) * m);
        double (*v)[m] = malloc(sizeof(double) * (n ? n : 1) * m);
        for (i = 0; i < n; i++) for (j = 0; j < m; j++) { u[i][j] = (i * 5 + j * 3) % 7 * 0.5; v[i][j] = 0; }
        step(n, m, u, v);
        step(n, m, v, u);
        for (i = 0; i < n; i++) for (j = 0; j < m; j++) printf("%a %a\n", u[i][j], v[i][j]);
        free(u); free(v);
    }
    return 0;
}
