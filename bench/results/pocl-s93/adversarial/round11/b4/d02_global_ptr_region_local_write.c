/* region on a global pointer set to a local array; host code writes the local array by its own name between calls */
#include <stdio.h>
#define N 20
static double *gA, *gB;
static int gn;
static void step(void)
{
    int i;
#pragma bbmm array(gA[gn], gB[gn])
    for (i = 1; i < gn - 1; i++)
        gB[i] = gA[i] + 0.5 * (gA[i - 1] + gA[i + 1]);
#pragma bbmm array(gA[gn], gB[gn])
    for (i = 1; i < gn - 1; i++)
        gA[i] = gB[i] * 0.5;
}
int main(void)
{
    double a[N], b[N];
    int i, t, k;
    int sizes[] = {0, 3, 8, 20};
    for (k = 0; k < 4; k++) {
        for (i = 0; i < N; i++) { a[i] = i % 4; b[i] = 0; }
        gA = a; gB = b; gn = sizes[k];
        for (t = 0; t < 4; t++) {
            step();
            a[1] = 7.0 + t;
            step();
        }
        for (i = 0; i < N; i++) printf("%a %a\n", a[i], b[i]);
    }
    return 0;
}
