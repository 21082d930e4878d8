/* arrays of enumerated types hold the type GCC gives them: 'enum color' and a typedef
 * of it are unsigned int (C[0] - 1 is 4294967295), 'enum sgn' with a negative constant
 * is int; elements compared with constants, written from constants, and an
 * enumerated member array of a struct.
 * Before: every enumerated array was an int array in the kernels (C[0] - 1 gave -1 on
 * 1, 2 and 4 devices: a silent wrong result), and the kernel named the constants it
 * reads as values without their definitions (it did not build). */
#include <stdio.h>
enum color { RED, GREEN, BLUE };
typedef enum color color_t;
enum sgn { NEGS = -1, ZS, PS };
static enum color C[3] = {RED, GREEN, BLUE};
static color_t C2[3] = {BLUE, GREEN, RED};
static enum sgn S[3] = {NEGS, ZS, PS};
static double D[3], H[3];
static struct { enum color m[3]; double w; } st = {{GREEN, GREEN, BLUE}, 0.5};
int main(void)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < 3; i++)
            D[i] = C[i] - 1 + (C2[i] - 2) * 0.5 + (S[i] - 1);
        for (i = 0; i < 3; i++)
            C2[i] = C[i] == BLUE ? RED : (color_t)(C[i] + 1);
        for (i = 0; i < 3; i++)
            H[i] = (st.m[i] - C2[i]) * st.w + (S[i] < ZS);
    }
    for (i = 0; i < 3; i++) printf("%a %a %u\n", D[i], H[i], (unsigned)C2[i]);
    return 0;
}
