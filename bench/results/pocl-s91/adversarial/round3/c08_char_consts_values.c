/* character constants in bounds and values: '0' digit arithmetic, '\n' escapes in values */
#include <stdio.h>
static int D[20];
static char S[20];
int main(void)
{
    int i;
    for (i = 0; i < 20; i++) S[i] = (char)('0' + i % 10);
#pragma bbmm
    for (i = '0' - 48; i < '9' - 38; i++)
        D[i] = S[i] - '0' + (S[i] == '\n') * 100;
    for (i = 0; i < 20; i++) printf("%d\n", D[i]);
    return 0;
}
