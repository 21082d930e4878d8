// expect: 7:21: error: character constant 'ab' is a multi-character constant, whose value the C standard leaves to the compiler: write its value
static double A[8];
void f(void)
{
    int i;
#pragma bbmm
    for (i = 0; i < 'ab' - 24900; i++)
        A[i] = i;
}
