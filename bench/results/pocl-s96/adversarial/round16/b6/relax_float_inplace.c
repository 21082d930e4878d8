/* float arrays: in-place 1-D relaxation sweeps forward then backward in one region (two loops, opposite directions) */
#include <stdio.h>
#define N 40
static float v[N];
static void run(int n, int sweeps)
{
    int s, i;
    for (i = 0; i < N; i++) v[i] = (float)((i * 7) % 9) * 0.3f;
#pragma bbmm
    for (s = 0; s < sweeps; s++) {
        for (i = 1; i < n - 1; i++)
            v[i] = (v[i - 1] + v[i] + v[i + 1]) / 3.0f;
        for (i = n - 2; i > 0; i--)
            v[i] = 0.5f * v[i] + 0.25f * (v[i - 1] + v[i + 1]);
    }
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%a\n", (double)v[i]);
}
int main(void)
{
    run(0, 1); run(1, 1); run(2, 2); run(3, 2); run(17, 3); run(40, 2);
    return 0;
}
