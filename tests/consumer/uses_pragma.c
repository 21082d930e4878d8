/* A pragma region built through bbmm_add_executable(). */
#include <stdio.h>

#define N 32

int main(void)
{
    static float x[N];
    int i, bad = 0;
#pragma bbmm name(fill)
    for (i = 0; i < N; i++)
        x[i] = 2.0f * (float)i;
    for (i = 0; i < N; i++)
        bad += x[i] != 2.0f * (float)i;
    printf("%s\n", bad ? "mismatch" : "ok");
    return bad != 0;
}
