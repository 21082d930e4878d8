#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    int sizes[] = {1, 4, 9, 16};
    int steps[] = {5, 1, 0, 11};
    for (int s = 0; s < 4; s++) {
        int n = sizes[s], T = steps[s];
        double *u = malloc(sizeof(double) * n), *w = malloc(sizeof(double) * n);
        for (int i = 0; i < n; i++) u[i] = w[i] = (i % 3) - 1.0;
        for (int t = 0; t < T; t++) {
#pragma bbmm
            for (int i = 1; i < n - 1; i++)
                w[i] = u[i] + 0.3 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
            double *tmp = u; u = w; w = tmp;
        }
        for (int i = 0; i < n; i++) printf("%a ", u[i]);
        printf("\n");
        free(u); free(w);
    }
    return 0;
}
