/* classic pointer swap after each step; the host then reads the new current grid by its name and a one-based alias made before the loop of the original buffer */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, const double *u, double *v)
{
    int i;
#pragma bbmm array(u[n + 2], v[n + 2])
    for (i = 1; i <= n; i++) v[i] = u[i] + 0.25 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
}
int main(void)
{
    int n = 15;
    double *a = malloc((n + 2) * sizeof(double)), *b = malloc((n + 2) * sizeof(double));
    for (int i = 0; i < n + 2; i++) a[i] = b[i] = (i == 0 || i == n + 1) ? 1.0 : 0.0;
    double *orig = a;
    double *cur = a, *nxt = b;
    for (int t = 0; t < 9; t++) {
        step(n, cur, nxt);
        double *tmp = cur; cur = nxt; nxt = tmp;
        printf("t=%d cur=%a orig=%a\n", t, cur[n / 2], orig[n / 2 + 1]);
    }
    free(a); free(b);
    return 0;
}
