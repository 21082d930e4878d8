/* float scalar parameters in double and float expressions, float constants, float->int conversions */
#include <stdio.h>
static float F[16];
static double D[16];
static int I[16];
static void run(float a, float b, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < 16; i++) {
        F[i] = a * i + b / 3.0f;
        D[i] = a * c + b * i;
        I[i] = (int)(a * i - 7.5f);
    }
    for (i = 0; i < 16; i++) printf("%a %a %d\n", F[i], D[i], I[i]);
}
int main(void)
{
    run(0.1f, 1.0f / 3.0f, 0.7);
    run(-2.75f, 1e-38f, 1e300);
    return 0;
}
