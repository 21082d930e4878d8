/* a wchar_t array (int on Linux) in a region */
#include <stdio.h>
#include <wchar.h>
static wchar_t S[12];
static int D[12];
int main(void)
{
    int i;
    for (i = 0; i < 12; i++) S[i] = L'A' + i;
#pragma bbmm
    for (i = 0; i < 12; i++)
        D[i] = S[i] - L'A' + 1;
    for (i = 0; i < 12; i++) printf("%d\n", D[i]);
    return 0;
}
