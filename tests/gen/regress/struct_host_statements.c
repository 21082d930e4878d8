/* struct members read by host statements of a region (DX = 1.0 / s.h), in a serial host loop's bound (t < s.steps), in conditions and in a call's argument */
#include <stdio.h>
#define N 36
struct cfg { double h; int steps; int lo; double A[N][N]; };
static struct cfg s;
static double DX;
static double scale(double x, double y)
{
    return x * y + 0.5;
}
int main(void)
{
    int t, i, j;
    s.h = 0.125;
    s.steps = 3;
    s.lo = 2;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s.A[i][j] = (i * 3 + j) % 11 - 5.0;
#pragma bbmm
    {
        DX = 1.0 / s.h;
        for (t = 0; t < s.steps; t++)
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    if (j >= s.lo && i > t)
                        s.A[i][j] = scale(s.A[i][j], DX) - s.h * t;
    }
    printf("%a %d %d %d\n", DX, t, i, j);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", s.A[i][j]);
    return 0;
}
