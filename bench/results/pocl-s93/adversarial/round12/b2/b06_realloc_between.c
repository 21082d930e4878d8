/* a malloc'd local pointer realloc'd to a larger size between two regions of the same function */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 9, 30};
    for (s = 0; s < 5; s++) {
        int n = ns[s];
        double *x = malloc(sizeof(double) * (n + 1));
        double *y;
        for (i = 0; i <= n; i++) x[i] = i * 0.5;
#pragma bbmm
        for (i = 0; i < n; i++)
            x[i] = x[i] * x[i] + 1.0;
        x = realloc(x, sizeof(double) * (2 * n + 2));
        for (i = n + 1; i < 2 * n + 2; i++) x[i] = -i;
        y = malloc(sizeof(double) * (2 * n + 2));
#pragma bbmm
        for (i = 0; i < 2 * n + 1; i++)
            y[i] = x[i] + x[i + 1];
        for (i = 0; i < 2 * n + 1; i++) printf("%a\n", y[i]);
        free(x); free(y);
    }
    return 0;
}
