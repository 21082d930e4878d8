/* no pragma scope: a loop calls a region on double (*u)[m] views of one buffer whose m changes between calls */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, int m, double (*u)[m])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            u[i][j] = u[i][j] * 0.5 + i - j;
}
int main(void)
{
    double *buf = malloc(sizeof(double) * 60);
    int i, t;
    int ms[] = {4, 6, 5, 10};
    for (i = 0; i < 60; i++) buf[i] = i;
    for (t = 0; t < 4; t++)
        step(60 / ms[t], ms[t], (double (*)[ms[t]])buf);
    for (i = 0; i < 60; i++) printf("%a\n", buf[i]);
    free(buf);
    return 0;
}
